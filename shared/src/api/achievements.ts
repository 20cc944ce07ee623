import type { Achievement, DeletedResponse } from '@koris/shared/types';
import { api, getJson } from './client';
import { toFormData } from './form-data';

export interface AchievementFields {
  text?: string | null;
  eng_text?: string | null;
  order?: number | string | null;
}

export const getAchievements = () => getJson<Achievement[]>('achievements');
export const getAchievement = (id: number) => getJson<Achievement>(`achievements/${id}`);
export const createAchievement = (fields: AchievementFields) =>
  api.post('achievements', { body: toFormData({ ...fields }) }).json<Achievement>();
export const updateAchievement = (id: number, fields: AchievementFields) =>
  api.put(`achievements/${id}`, { json: fields }).json<Achievement>();
export const deleteAchievement = (id: number) =>
  api.delete(`achievements/${id}`).json<DeletedResponse>();
