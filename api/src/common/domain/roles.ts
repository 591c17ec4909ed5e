export enum Role {
  SuperAdmin = 'SuperAdmin',
  CustomerAdmin = 'CustomerAdmin',
  CustomerUser = 'CustomerUser',
}
