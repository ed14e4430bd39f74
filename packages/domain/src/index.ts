export * from './auth';
export * from './mensagens';
export * from './perfis';
export * from './permissions';
export * from './vaga-estagio';
export * from './vaga-situacao';
