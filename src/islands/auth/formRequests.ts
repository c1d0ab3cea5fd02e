/** What the auth forms need only once they are used; loaded on demand through ./formApi.ts. */
export { postForm, publicApi } from '../../api/client';
export { lookUpGeolocation } from '../../api/geolocation';
