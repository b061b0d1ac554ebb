import { randomBytes } from 'node:crypto';

/** A new row id: 24 hex characters, the shape of the ids the front ends already know (ObjectId-like). */
export const newId = (): string => randomBytes(12).toString('hex');
