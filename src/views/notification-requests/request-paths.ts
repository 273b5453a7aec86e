/** The paths of the filtered-notification screens (the route table names the same ones). */
export const REQUESTS_PATH = '/notifications/requests';
export const POLICY_PATH = '/notifications/policy';
export const requestPath = (id: string): string => `${REQUESTS_PATH}/${encodeURIComponent(id)}`;
