// What other features' fakes use: the notifications fake they tell about orders and refunds.
export type { InMemoryNotificationGateway } from './in-memory-notification-gateway';
