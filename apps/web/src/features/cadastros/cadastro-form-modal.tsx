import {
  CADASTROS,
  type CadastroLinha,
  CORPOS_CADASTROS,
  chaveNomeCadastro,
  MENSAGENS_CADASTROS as M,
  type RegistroCadastro,
  type TurnoCadastroLinha,
} from '@backoffice/domain/cadastros';
import { CATALOGO_TIPOS_CONTRATACAO } from '@backoffice/domain/catalogos';
import { CONTRATOS_CADASTROS as C } from '@backoffice/domain/contratos/cadastros';
import { Button, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import type { z } from 'zod';
import { AppModal } from '../../components/controls/app-modal';
import { ApiError } from '../../lib/api-client';
import { useAcao } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';

interface Valores {
  nome: string;
  /** Shifts only: the hiring type's code as the select holds it. */
  cd_tipo_contratacao: string;
  id_ativo: 'S' | 'N';
}

const VAZIO: Valores = { nome: '', cd_tipo_contratacao: '', id_ativo: 'S' };
const TIPOS = CATALOGO_TIPOS_CONTRATACAO.map((t) => ({ value: String(t.cd), label: t.nome }));

export interface CadastroFormModalProps {
  registro: RegistroCadastro;
  opened: boolean;
  onClose: () => void;
  /** The entry being edited; none creates one. */
  linha?: CadastroLinha | TurnoCadastroLinha;
  /** Every entry of the register (the name must differ from the others', without case and accents). */
  linhas: readonly (CadastroLinha | TurnoCadastroLinha)[];
}

const tipoDa = (l: CadastroLinha | TurnoCadastroLinha | undefined) =>
  l && 'cd_tipo_contratacao' in l ? String(l.cd_tipo_contratacao) : '';

/** Novo / Editar: the name, the hiring type (shifts) and whether the pickers offer the entry. */
export function CadastroFormModal({ registro, opened, onClose, linha, linhas }: CadastroFormModalProps) {
  const def = CADASTROS[registro];
  const turnos = registro === 'turnos';
  const criar = useAcao(C[registro].criar, { silencioso: true, sucesso: (r) => r.message });
  const alterar = useAcao(C[registro].alterar, { silencioso: true, sucesso: (r) => r.message });
  const esquema: z.ZodType = CORPOS_CADASTROS[registro];
  const f = useFormulario(esquema, VAZIO, (v) =>
    turnos
      ? { nome: v.nome, cd_tipo_contratacao: v.cd_tipo_contratacao, id_ativo: v.id_ativo }
      : { nome: v.nome, id_ativo: v.id_ativo },
  );
  const { reset, setError } = f.form;
  useEffect(() => {
    if (opened)
      reset(
        linha ? { nome: linha.nome, cd_tipo_contratacao: tipoDa(linha), id_ativo: linha.id_ativo } : VAZIO,
      );
  }, [opened, linha, reset]);

  const nome = f.valor('nome');
  const tipo = f.valor('cd_tipo_contratacao');
  // shifts: the name is unique within the hiring type
  const repetido =
    nome.trim() !== '' &&
    linhas.some(
      (l) =>
        l.cd !== linha?.cd &&
        (!turnos || tipoDa(l) === tipo) &&
        chaveNomeCadastro(l.nome) === chaveNomeCadastro(nome),
    );
  const mensagemRepetido = turnos ? M.nomeTurnoExiste : M.nomeExiste;

  const salvar = f.aoEnviar(async (envio) => {
    try {
      // the form's values are the body the register's schema checked
      const corpo = envio as z.input<(typeof CORPOS_CADASTROS)['turnos']>;
      if (linha) await alterar.mutateAsync({ params: { cd: linha.cd }, corpo });
      else await criar.mutateAsync({ corpo });
      onClose();
    } catch (falha) {
      // a conflict names its field ('nome: ...'): shown beside it
      const erro =
        falha instanceof ApiError && falha.status === 409 ? (falha.corpo as { error?: unknown }).error : null;
      const campos = Array.isArray(erro) ? erro.filter((e): e is string => typeof e === 'string') : [];
      const doCampo = campos
        .map((e) => /^(nome|cd_tipo_contratacao): (.+)$/.exec(e))
        .filter((m) => m !== null);
      if (doCampo.length === 0) throw falha;
      for (const m of doCampo) setError(m[1] as keyof Valores, { type: 'server', message: m[2] });
    }
  });

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={linha ? `Editar ${def.item} ${linha.nome}` : `${def.novo} ${def.item}`}
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={f.pendente}>
            Cancelar
          </Button>
          <Button onClick={() => void salvar()} loading={f.pendente} disabled={repetido}>
            Salvar
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <AlertaFormulario mensagem={f.erroGeral} />
        {turnos && (
          <Select
            label="Tipo de contratação"
            required
            data={TIPOS}
            {...f.campo.selecao('cd_tipo_contratacao')}
            disabled={linha !== undefined && linha.nr_em_uso > 0}
            description={
              linha !== undefined && linha.nr_em_uso > 0
                ? 'Em uso por vagas: o tipo não pode mudar.'
                : undefined
            }
          />
        )}
        <TextInput
          label="Nome"
          required
          {...f.campo.texto('nome')}
          error={f.erro('nome') ?? (repetido ? mensagemRepetido : undefined)}
          maxLength={def.nomeMax}
          description={
            registro === 'areas' && linha !== undefined && linha.nr_em_uso > 0
              ? 'Em uso: o nome só pode mudar em maiúsculas, acentos e espaços.'
              : undefined
          }
          data-autofocus
        />
        <Switch label="Ativo (oferecido nas escolhas)" {...f.campo.sn('id_ativo')} />
      </Stack>
    </AppModal>
  );
}
