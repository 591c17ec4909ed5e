export const CUSTOMERS = '/manage-customers-profile';
export const customerUsersPath = (customerId: string | number) => `${CUSTOMERS}/customers-users/${customerId}`;
