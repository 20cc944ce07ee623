import type { Achievement, DeletedResponse } from '@koris/shared/types';
import { api } from './client';
import { toFormData } from './form-data';

export interface AchievementFields {
  text?: string | null;
  eng_text?: string | null;
  order?: number | string | null;
}

export const getAchievements = () => api.get('achievements').json<Achievement[]>();
export const getAchievement = (id: number) => api.get(`achievements/${id}`).json<Achievement>();
export const createAchievement = (fields: AchievementFields) =>
  api.post('achievements', { body: toFormData({ ...fields }) }).json<Achievement>();
export const updateAchievement = (id: number, fields: AchievementFields) =>
  api.put(`achievements/${id}`, { json: fields }).json<Achievement>();
export const deleteAchievement = (id: number) =>
  api.delete(`achievements/${id}`).json<DeletedResponse>();
