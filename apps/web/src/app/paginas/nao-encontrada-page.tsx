import { IconError404 } from '@tabler/icons-react';
import { PaginaMensagem } from './pagina-mensagem';

/** An address that names no tab. */
export function NaoEncontradaPage({ chave, aoVoltar }: { chave?: string; aoVoltar?: () => void }) {
  return (
    <PaginaMensagem
      icone={<IconError404 size={32} />}
      titulo="Página não encontrada"
      acao={aoVoltar ? { rotulo: 'Ir para o início', onClick: aoVoltar } : undefined}
    >
      {chave ? (
        <>
          Não existe uma tela chamada <strong>{chave}</strong>. Verifique o endereço ou escolha uma opção no
          menu.
        </>
      ) : (
        'O endereço acessado não existe. Verifique o endereço ou escolha uma opção no menu.'
      )}
    </PaginaMensagem>
  );
}
