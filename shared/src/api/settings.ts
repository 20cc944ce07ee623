import type { HistoryEvent, SystemSetting, SystemSettingName, Video } from '@koris/shared/types';
import { api } from './client';
import { resource, type Resource } from './resource';

export const getSystemSettingByName = (name: SystemSettingName) =>
  api.get(`system-setting/get-by-name/${encodeURIComponent(name)}`).json<SystemSetting>();
export const updateSystemSetting = (id: number, value: string) =>
  api.put(`system-setting/${id}`, { json: { value } }).json<SystemSetting>();
export const getHistoryEvents = () => api.get('history-events').json<HistoryEvent[]>();
export const getVideos = () => api.get('videos').json<Video[]>();

/** A system setting as a page's resource: the texts a route's server render prefetches. */
export const settingResource = (name: SystemSettingName): Resource<SystemSetting> =>
  resource(`setting:${name}`, () => getSystemSettingByName(name));
