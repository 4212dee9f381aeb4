// The enum values of the quote (GraphQL enum values; the main API sends the same strings).
export type HaulerTypeValue = 'inNetwork' | 'outOfNetwork';
export type DeliveryTypeValue = 'newDeliveries' | 'emptyReturn' | 'pickUp';
export type AvailabilityDayValue = 'today' | 'tomorrow' | 'saturday' | 'sunday';
