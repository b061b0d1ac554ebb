import type { ExchangeRate } from '@hotel/shared/currency';
import { MESSAGES, withRoomDefaults, type Room, type Stay } from '@hotel/shared/domain';
import { STAY_PARAMS } from '@hotel/shared/routes';
import axios from 'axios';

export interface PriceRange {
  minPrice?: number;
  maxPrice?: number;
}

/**
 * GET {api}/rooms for a partner page. Its own axios instance, not @hotel/shared's client: that one
 * carries the signed-in guest's bearer token and reads our key from localStorage when it loads. On
 * a partner's page we send no credentials (no cookies, no Authorization) and read none of its storage.
 */
const http = axios.create({ withCredentials: false, timeout: 15_000, headers: { Accept: 'application/json' } });

/** GET {api}/rooms with the price range, and with the stay (the rooms free every night) when given. */
export async function fetchRooms(api: string, range: PriceRange, stay: Stay | null, signal?: AbortSignal): Promise<Room[]> {
  const params: Record<string, number | string> = {};
  if (range.minPrice !== undefined && Number.isFinite(range.minPrice)) params.minPrice = range.minPrice;
  if (range.maxPrice !== undefined && Number.isFinite(range.maxPrice)) params.maxPrice = range.maxPrice;
  if (stay) {
    params[STAY_PARAMS.checkIn] = stay.checkIn;
    params[STAY_PARAMS.checkOut] = stay.checkOut;
    params[STAY_PARAMS.guests] = stay.guests;
  }
  const res = await http.get<unknown>(`${api.replace(/\/+$/, '')}/rooms`, { params, signal });
  if (!Array.isArray(res.data)) throw new Error(MESSAGES.roomsFetchFailed);
  return (res.data as Room[]).map((r) => withRoomDefaults(r));
}

/** GET {api}/exchange-rates: the newest rate the hotel published for each currency (no credentials either). */
export async function fetchRates(api: string): Promise<ExchangeRate[]> {
  const res = await http.get<{ rates?: ExchangeRate[] }>(`${api.replace(/\/+$/, '')}/exchange-rates`);
  return Array.isArray(res.data?.rates) ? res.data.rates : [];
}
