/** The global id of alert `databaseId` (the gateway's Relay ids are base64 'Type:id'). */
export const alertNodeId = (databaseId: string) =>
  /^\d+$/.test(databaseId) ? btoa(`Alert:${databaseId}`) : databaseId;
