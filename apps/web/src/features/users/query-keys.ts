/** The business users' react-query keys. */
export const userKeys = {
  all: ['business-users'] as const,
  page: (page: number) => [...userKeys.all, 'page', page] as const,
  one: (id: string) => [...userKeys.all, 'one', id] as const,
};
