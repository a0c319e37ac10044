// Filled by the invitations domain.
export {};
