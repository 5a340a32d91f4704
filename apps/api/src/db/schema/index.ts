export * from './basket';
export * from './catalog';
export * from './content';
export * from './imports';
export * from './orders';
export * from './profile';
export * from './stores';
export * from './users';
