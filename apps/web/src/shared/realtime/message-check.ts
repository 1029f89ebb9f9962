// What the realtime client checks incoming messages with: zod and every message's schema, loaded when its
// socket opens rather than with the client.
export { serverMessageSchema, WORKANA_MESSAGE_TYPES } from '@alvorada/contracts';
