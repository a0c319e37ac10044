/** The profile's react-query keys. */
export const profileKeys = {
  me: ['me'] as const,
};
