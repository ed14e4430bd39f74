import {
  LIMITES_CADASTRO as L,
  MENSAGENS_CADASTRO as M,
  situacaoEsocial,
  USO_IMAGEM,
} from '@backoffice/domain/candidato-cadastro';
import { CONTRATOS_CANDIDATO } from '@backoffice/domain/contratos/candidato';
import { CONTRATOS_CANDIDATO_CADASTRO as C } from '@backoffice/domain/contratos/candidato-cadastro';
import { dataInativacaoPainel } from '@backoffice/domain/curriculo-cadastro';
import { dataNegocio } from '@backoffice/domain/datas';
import { PERMISSOES_VALIDAR_ESOCIAL, temPermissao } from '@backoffice/domain/permissions';
import { Badge, Button, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { DateField } from '../../components/controls/date-field';
import { chamar } from '../../lib/api-client';
import { invalidar } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';
import { notify } from '../../lib/notify';
import { useUsuario } from '../../lib/sessao';

export interface SituacaoProps {
  cd: number;
  bloqueado: boolean;
  dtInativo: string | null;
  esocial: string;
  usoImagem: string;
  /** Score as stored (double the stars). */
  nota: number | null;
}

type Acao = 'bloquear' | 'desbloquear' | 'inativar' | 'ativar';

const TITULOS: Record<Acao, string> = {
  bloquear: 'Bloquear candidato',
  desbloquear: 'Liberar candidato',
  inativar: 'Inativar candidato',
  ativar: 'Ativar candidato',
};

/**
 * The stored candidate's status bar (spec 002 §4): block/release and inactivate/activate with a
 * reason of 40 characters (the toggles follow the server's answer), e-Social status with its colour
 * and the validate action, the image-use consent with the re-send when denied, and the score.
 */
export function SituacaoCandidato({ cd, bloqueado, dtInativo, esocial, usoImagem, nota }: SituacaoProps) {
  const qc = useQueryClient();
  const [acao, setAcao] = useState<Acao | null>(null);
  const hoje = dataNegocio();
  const esquemaData = useMemo(() => dataInativacaoPainel(hoje), [hoje]);
  // the date is checked when 'Inativar candidato' is pressed, before the reason is asked
  const f = useFormulario(esquemaData, { dt_inativo: dtInativo ?? '' });
  const inativo = !!dtInativo && dtInativo >= hoje;
  const es = situacaoEsocial(esocial);
  // the server refuses the e-Social change to anyone else (403); the action is not offered to them
  const podeValidarEsocial = temPermissao(useUsuario()?.permissoes ?? [], PERMISSOES_VALIDAR_ESOCIAL);
  // the record and the page's header are read again before the dialog closes
  const situacao = useMutation({
    mutationFn: (fn: () => Promise<{ status: number; message: string }>) => fn(),
    meta: { silencioso: true },
    onSuccess: (r) => {
      if (r.status === 1 || r.status === 2) notify.sucesso(r.message);
      else notify.erro(r.status === 0 ? r.message : M.inesperado);
    },
    onSettled: async () => {
      await invalidar(qc, CONTRATOS_CANDIDATO.dados);
      setAcao(null);
    },
  });
  const ocupado = situacao.isPending;
  const executar = (fn: () => Promise<{ status: number; message: string }>) => situacao.mutate(fn);

  function confirmar(motivo: string) {
    if (!acao) return;
    const corpo = { cd_pessoa_candidato: cd, ds_observacoes: motivo };
    if (acao === 'bloquear')
      void executar(() => chamar(C.bloquear, { corpo: { ...corpo, status_candidato: 'BLOQUEADO' } }));
    else if (acao === 'desbloquear')
      void executar(() => chamar(C.desbloquear, { corpo: { ...corpo, status_candidato: 'LIBERADO' } }));
    else if (acao === 'inativar')
      void executar(() =>
        chamar(C.inativar, { corpo: { ...corpo, dt_inativo: f.form.getValues('dt_inativo') } }),
      );
    else void executar(() => chamar(C.ativar, { corpo }));
  }

  return (
    <Paper withBorder p="sm">
      <Group gap="lg" wrap="wrap">
        <Group gap="xs">
          <Badge color={bloqueado ? 'red' : 'green'} size="lg">
            {bloqueado ? 'Bloqueado' : 'Liberado'}
          </Badge>
          <Button
            size="xs"
            variant="light"
            color={bloqueado ? 'green' : 'red'}
            onClick={() => setAcao(bloqueado ? 'desbloquear' : 'bloquear')}
          >
            {bloqueado ? 'Liberar' : 'Bloquear'}
          </Button>
        </Group>
        <Group gap="xs" align="end">
          <DateField
            size="xs"
            label={inativo ? 'Candidato inativo até' : 'Inativo até'}
            {...f.campo.data('dt_inativo')}
            readOnly={inativo}
          />
          <Button
            size="xs"
            variant="light"
            onClick={inativo ? () => setAcao('ativar') : f.aoEnviar(async () => setAcao('inativar'))}
          >
            {inativo ? 'Ativar candidato' : 'Inativar candidato'}
          </Button>
        </Group>
        <Group gap="xs">
          <Text size="sm">e-Social:</Text>
          <Badge color={es.cor} variant="light">
            {es.nome}
          </Badge>
          {podeValidarEsocial && es.id !== 'V' && es.id !== 'L' && (
            <Button
              size="xs"
              variant="subtle"
              loading={ocupado}
              onClick={() =>
                void executar(() =>
                  chamar(C.statusEsocial, { corpo: { cd_pessoa_candidato: cd, status: 'V' } }),
                )
              }
            >
              Validar e-Social
            </Button>
          )}
        </Group>
        <Group gap="xs">
          <Text size="sm">Uso de imagem:</Text>
          <Badge color={usoImagem === '1' ? 'green' : usoImagem === '2' ? 'red' : 'gray'} variant="light">
            {USO_IMAGEM.find((u) => u.id === usoImagem)?.nome ?? 'Pendente'}
          </Badge>
          {usoImagem === '2' && (
            <Button
              size="xs"
              variant="subtle"
              onClick={() =>
                void executar(() => chamar(C.autorizaUsoImagem, { params: { id: cd, user: 0 } }))
              }
            >
              Reenviar autorização
            </Button>
          )}
        </Group>
        <Stack gap={0}>
          <Text size="xs" id={`nota-${cd}`}>
            Nota
          </Text>
          <Rating
            aria-labelledby={`nota-${cd}`}
            fractions={2}
            value={(nota ?? 0) / 2}
            onChange={(v) =>
              void executar(() => chamar(C.atualizaNota, { params: { id: cd, nota: Math.round(v * 2) } }))
            }
          />
        </Stack>
      </Group>
      <ConfirmDialog
        opened={acao !== null}
        title={acao ? TITULOS[acao] : ''}
        message={acao ? `Confirma: ${TITULOS[acao].toLowerCase()}?` : ''}
        withReason
        reasonLabel="Motivo"
        reasonMin={L.motivoMin}
        reasonMax={L.motivoMax}
        confirmLabel="Confirmar"
        loading={ocupado}
        onConfirm={confirmar}
        onCancel={() => setAcao(null)}
      />
    </Paper>
  );
}
