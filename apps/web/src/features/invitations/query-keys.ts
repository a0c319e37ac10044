/** Cache keys of the business's pending invitations (Settings → Users). */
export const invitationKeys = {
  all: ['invitations'] as const,
  pending: (page: number) => ['invitations', 'pending', page] as const,
};

export const PENDING_INVITATIONS_PAGE_SIZE = 10;
