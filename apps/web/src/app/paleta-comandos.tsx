import { CONTRATOS_CANDIDATO } from '@backoffice/domain/contratos/candidato';
import { CONTRATOS_VAGA_CANDIDATOS } from '@backoffice/domain/contratos/vaga-candidatos';
import type { ItemAba } from '@backoffice/domain/menu';
import {
  buscaCandidatosDaPaleta,
  LIMITES_PALETA,
  MENSAGENS_PALETA as M,
  telasDaPaleta,
  vagaDaPaleta,
} from '@backoffice/domain/paleta-comandos';
import { Button, Group, Kbd, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { consulta } from '../lib/dados';
import classes from './paleta-comandos.module.css';

/** One choice of the palette: what it shows and what it opens. */
interface Opcao {
  id: string;
  grupo: string;
  rotulo: string;
  detalhe?: string;
  abrir(): void;
}

interface ConteudoProps {
  /** The screens the user may open (the menu already filtered by permissions). */
  telas: readonly ItemAba[];
  /** Opens a tab of the workspace. */
  abrirAba(chave: string, params?: Record<string, string | number>): void;
  /** Whether the user may open a tab (vacancy and candidate tabs are not for everyone). */
  podeAbrir(chave: string): boolean;
}

export interface PaletaComandosProps extends ConteudoProps {
  aberta: boolean;
  setAberta(aberta: boolean | ((a: boolean) => boolean)): void;
}

/** Ctrl/Cmd+K opens and closes the palette, wherever the focus is (in a field too). */
export function usePaletaComandos() {
  const [aberta, setAberta] = useState(false);
  useHotkeys([['mod+k', () => setAberta((a) => !a)]], []);
  return { aberta, setAberta };
}

/** The tab bar's button that opens the palette, with its shortcut. */
export function BotaoPaleta({ onClick }: { onClick(): void }) {
  return (
    <Button
      size="compact-sm"
      variant="default"
      radius="xl"
      leftSection={<IconSearch size={14} aria-hidden />}
      rightSection={<Kbd size="xs">Ctrl K</Kbd>}
      onClick={onClick}
      aria-keyshortcuts="Control+K Meta+K"
    >
      {M.botao}
    </Button>
  );
}

/**
 * The command palette (Ctrl/Cmd+K): a dialog with one box that opens a screen by its name, a
 * vacancy by its number, or a candidate by name, CPF or code; arrows choose, Enter opens.
 */
export function PaletaComandos({ telas, abrirAba, podeAbrir, aberta, setAberta }: PaletaComandosProps) {
  return (
    <Modal
      opened={aberta}
      onClose={() => setAberta(false)}
      title={M.titulo}
      size="lg"
      yOffset="12vh"
      transitionProps={{ duration: 0 }}
    >
      {aberta ? (
        <Conteudo
          telas={telas}
          podeAbrir={podeAbrir}
          abrirAba={(chave, params) => {
            setAberta(false);
            abrirAba(chave, params);
          }}
        />
      ) : null}
    </Modal>
  );
}

function Conteudo({ telas, abrirAba, podeAbrir }: ConteudoProps) {
  const [texto, setTexto] = useState('');
  const [ativo, setAtivo] = useState(0);
  const [atrasado] = useDebouncedValue(texto, LIMITES_PALETA.esperaMs);
  const idLista = useId();

  const nrVaga = podeAbrir('VagaCandidatos') ? vagaDaPaleta(atrasado) : null;
  const vaga = useQuery({
    ...consulta(CONTRATOS_VAGA_CANDIDATOS.vagaResumida, { params: { nrVaga: nrVaga ?? 0 } }),
    enabled: nrVaga !== null,
    retry: false,
    meta: { silencioso: true },
  });
  const buscaCandidatos = podeAbrir('DadosCandidato') && buscaCandidatosDaPaleta(atrasado);
  const candidatos = useQuery({
    ...consulta(CONTRATOS_CANDIDATO.candidatosQuery, { query: { text: atrasado.trim() } }),
    enabled: buscaCandidatos,
    retry: false,
    meta: { silencioso: true },
  });

  const opcoes = useMemo<Opcao[]>(() => {
    const lista: Opcao[] = [];
    if (nrVaga !== null && vaga.data) {
      const v = vaga.data.VAGA;
      lista.push({
        id: `vaga-${v.NR_VAGA}`,
        grupo: M.grupoVagas,
        rotulo: `Vaga ${v.NR_VAGA}`,
        detalhe: [v.NM_CARGO, v.NM_PESSOA_CLIENTE, v.NM_SITUACAO_VAGA].filter(Boolean).join(' · '),
        abrir: () => abrirAba('VagaCandidatos', { nrVaga: v.NR_VAGA }),
      });
    }
    for (const c of buscaCandidatos ? (candidatos.data ?? []).slice(0, LIMITES_PALETA.maxCandidatos) : []) {
      lista.push({
        id: `candidato-${c.CD_PESSOA}`,
        grupo: M.grupoCandidatos,
        rotulo: c.NM_PESSOA,
        detalhe: [`Código ${c.CD_PESSOA}`, c.NM_CIDADE].filter(Boolean).join(' · '),
        abrir: () => abrirAba('DadosCandidato', { cdPessoaCandidato: c.CD_PESSOA }),
      });
    }
    for (const t of telasDaPaleta(telas, texto)) {
      lista.push({ id: `tela-${t.id}`, grupo: M.grupoTelas, rotulo: t.rotulo, abrir: () => abrirAba(t.aba) });
    }
    return lista;
  }, [nrVaga, vaga.data, buscaCandidatos, candidatos.data, telas, texto, abrirAba]);

  useEffect(() => {
    setAtivo((a) => Math.min(a, Math.max(0, opcoes.length - 1)));
  }, [opcoes.length]);

  const teclas = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!opcoes.length) return;
      const passo = e.key === 'ArrowDown' ? 1 : -1;
      setAtivo((a) => (a + passo + opcoes.length) % opcoes.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      opcoes[ativo]?.abrir();
    }
  };

  const buscando = (buscaCandidatos && candidatos.isFetching) || (nrVaga !== null && vaga.isFetching);
  const idAtivo = opcoes[ativo] ? `${idLista}-${opcoes[ativo].id}` : undefined;
  return (
    <Stack gap="xs">
      <TextInput
        data-autofocus
        label={M.rotuloBusca}
        value={texto}
        onChange={(e) => {
          setTexto(e.currentTarget.value);
          setAtivo(0);
        }}
        onKeyDown={teclas}
        role="combobox"
        aria-expanded={opcoes.length > 0}
        aria-controls={idLista}
        aria-activedescendant={idAtivo}
        aria-autocomplete="list"
        autoComplete="off"
        rightSection={buscando ? <Loader size="xs" aria-label={M.buscando} /> : null}
      />
      {nrVaga !== null && vaga.isError ? (
        <Text size="sm" c="dimmed" role="status">
          {M.vagaNaoEncontrada(nrVaga)}
        </Text>
      ) : null}
      {buscaCandidatos && candidatos.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {M.falhaCandidatos}
        </Text>
      ) : null}
      <div id={idLista} role="listbox" aria-label={M.titulo} className={classes.lista}>
        {opcoes.map((o, i) => (
          <div key={o.id}>
            {i === 0 || opcoes[i - 1].grupo !== o.grupo ? (
              <Text size="xs" fw={600} c="dimmed" className={classes.grupo} aria-hidden>
                {o.grupo}
              </Text>
            ) : null}
            <UnstyledButton
              id={`${idLista}-${o.id}`}
              role="option"
              aria-selected={i === ativo}
              tabIndex={-1}
              className={classes.opcao}
              data-ativo={i === ativo || undefined}
              onMouseMove={() => setAtivo(i)}
              onClick={() => o.abrir()}
            >
              <Text size="sm" fw={500} truncate>
                {o.rotulo}
              </Text>
              {o.detalhe ? (
                <Text size="xs" c="dimmed" truncate>
                  {o.detalhe}
                </Text>
              ) : null}
            </UnstyledButton>
          </div>
        ))}
      </div>
      {opcoes.length === 0 && !buscando ? (
        <Text size="sm" c="dimmed" role="status">
          {texto.trim() ? M.vazio : M.dica}
        </Text>
      ) : null}
      <Group gap={6} c="dimmed">
        <Kbd size="xs">↑</Kbd>
        <Kbd size="xs">↓</Kbd>
        <Kbd size="xs">Enter</Kbd>
        <Kbd size="xs">Esc</Kbd>
        <Text size="xs">{M.teclas}</Text>
      </Group>
    </Stack>
  );
}
