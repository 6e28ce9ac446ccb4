/** A success envelope (spec section 7): `status` 200 in the body as in the HTTP status. */
export const ok = <T>(data: T, actionName: string, message = 'OK') => ({
  status: 200,
  message,
  data,
  actionName,
});
