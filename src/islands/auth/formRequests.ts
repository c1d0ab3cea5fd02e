/** What the auth forms need only once they are used; loaded on demand through ./formApi.ts. */
export { lookUpGeolocation } from '../../api/geolocation';
export { call, publicRpc } from '../../api/rpc';
