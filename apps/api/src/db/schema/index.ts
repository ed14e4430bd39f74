// The drizzle schema registry: every table file of the database, for the query builder and drizzle-kit.
export * from './agendamento';
export * from './autoatendimento';
export * from './aviso';
export * from './beneficios';
export * from './candidato';
export * from './candidato-web';
export * from './carga';
export * from './catalogo';
export * from './cliente';
export * from './divulgacao';
export * from './historico';
export * from './localizacao';
export * from './mensageria';
export * from './pessoa';
export * from './selecao';
export * from './usuario';
export * from './vaga';
