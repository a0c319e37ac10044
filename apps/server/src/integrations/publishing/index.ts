export * from './http';
export * from './kit';
export * from './mailchimp';
