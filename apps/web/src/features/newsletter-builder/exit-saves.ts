/** Saves made while leaving a newsletter, by `workspaceId:date`: reopening that date waits for them. */
export const exitSaves = new Map<string, Promise<unknown>>();

export function exitSaveOf(workspaceId: string, date: string): Promise<unknown> {
  return exitSaves.get(`${workspaceId}:${date}`) ?? Promise.resolve();
}
