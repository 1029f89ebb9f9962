/** A user's free-text personal fields, in the order the profile and the admin user forms show them. */
export const PERSONAL_TEXT_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'contact',
  'mobile',
  'cpf',
  'address',
  'city',
  'state',
  'pincode',
] as const;
