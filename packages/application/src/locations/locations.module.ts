import { ContainerModule } from 'inversify';
import { TravelLocationsUseCase } from './search-locations/search-locations';

/** The travel-locations context's use cases; its port (LOCATION_TOKENS) is bound by the server or a test. */
export const locationsModule = new ContainerModule(({ bind }) => {
  bind(TravelLocationsUseCase).toSelf().inSingletonScope();
});

/** The use cases the HTTP edge calls, taken from a container that loaded locationsModule. */
export const locationsUseCases = (container: { get<T>(id: abstract new (...args: never[]) => T): T }) => ({
  travelLocations: container.get(TravelLocationsUseCase),
});
export type LocationsUseCases = ReturnType<typeof locationsUseCases>;
