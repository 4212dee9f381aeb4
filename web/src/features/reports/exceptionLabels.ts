// Labels of the exception enums as staff read them.
export const EXCEPTION_TYPES = {
  availabilityByDate: 'Availability by Date',
  closure: 'Closure',
  dayOfWeek: 'Day of Week',
  window: 'Window',
  availabilityByZone: 'Availability by Zone',
  serviceArea: 'Service Area',
  noService: 'No Service',
  other: 'Other',
} as const;

export const EXCEPTION_REASONS = {
  Pricing: 'Pricing',
  Billing: 'Billing',
  Internal: 'Internal',
  Inventory: 'Inventory',
  Scheduling: 'Scheduling',
  ServiceArea: 'Service Area',
} as const;

export const END_TYPES = {
  expirationDate: 'Expiration Date',
  checkBack: 'Check Back',
  permanent: 'Permanent',
} as const;

/** The confirm question of an exception delete (docs/decisions.md#states-and-transitions). */
export const DELETE_EXCEPTION_CONFIRM = 'Are you sure you wish to delete this Exception?';
