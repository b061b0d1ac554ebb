import type { EmbedMount } from '@hotel/shared';
import { mount as mountEmbed } from './embed';

// The federated module catalog/embed: webpack exposes this file, typed by the contract (docs/architecture.md §3, §7).
export const mount: EmbedMount = mountEmbed;
