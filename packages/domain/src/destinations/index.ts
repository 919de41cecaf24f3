export * from './destinations.codes';
export * from './destination-list';
export * from './validate-destinations';
export * from './furthest-destination';
export * from './trip-places';
export * from './place-aliases';
export * from './place-search';
export * from './place-name';
