// What other modules may use of the vacancy module; everything else in vaga/ is its own.
export { situacaoDaVaga } from './info-vaga.service';
export { relacionarNaTransacao } from './relacionar.service';
export { unidadesPrazo, vagasAtrasadasDoUsuario } from './vaga-prazo.service';
