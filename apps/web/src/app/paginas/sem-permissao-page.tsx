import { IconShieldLock } from '@tabler/icons-react';
import { PaginaMensagem } from './pagina-mensagem';

/** A tab the logged user may not open. */
export function SemPermissaoPage({ nome, aoVoltar }: { nome: string; aoVoltar?: () => void }) {
  return (
    <PaginaMensagem
      icone={<IconShieldLock size={32} />}
      cor="red"
      titulo="Sem permissão"
      acao={aoVoltar ? { rotulo: 'Ir para o início', onClick: aoVoltar } : undefined}
    >
      Você não tem permissão para acessar <strong>{nome}</strong>. Se precisar deste acesso, fale com o
      administrador do sistema.
    </PaginaMensagem>
  );
}
