import type { HistoryEvent, SystemSetting, SystemSettingName, Video } from '@koris/shared/types';
import { api, getJson } from './client';
import { resource, type Resource } from './resource';

export const getSystemSettingByName = (name: SystemSettingName) =>
  getJson<SystemSetting>(`system-setting/get-by-name/${encodeURIComponent(name)}`);
export const updateSystemSetting = (id: number, value: string) =>
  api.put(`system-setting/${id}`, { json: { value } }).json<SystemSetting>();
export const getHistoryEvents = () => getJson<HistoryEvent[]>('history-events');
export const getVideos = () => getJson<Video[]>('videos');

/** A system setting as a page's resource: the texts a route's server render prefetches. */
export const settingResource = (name: SystemSettingName): Resource<SystemSetting> =>
  resource(`setting:${name}`, () => getSystemSettingByName(name));
