export * from './meta';
