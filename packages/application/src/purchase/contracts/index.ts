export * from './purchase-request.contract';
export * from './purchase-response.contract';
