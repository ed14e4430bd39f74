import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  gravarArmazenado,
  lerArmazenado,
  lerTextoArmazenado,
  limparArmazenamento,
  removerArmazenado,
  useArmazenamentoLocal,
} from './armazenamento-local';

const lista = (v: unknown): number[] => (Array.isArray(v) ? v.filter((n) => typeof n === 'number') : []);

afterEach(() => limparArmazenamento());

describe('armazenamento local', () => {
  it('reads and writes JSON outside React, unreadable values giving what the reader makes of null', () => {
    gravarArmazenado('lista', [1, 2]);
    expect(localStorage.getItem('lista')).toBe('[1,2]');
    expect(lerArmazenado('lista', lista)).toEqual([1, 2]);
    localStorage.setItem('lista', '{quebrado');
    expect(lerArmazenado('lista', (v) => v)).toBeNull();
    removerArmazenado('lista');
    expect(lerTextoArmazenado('lista')).toBeNull();
    gravarArmazenado('catalogo', ['a'], 'sessao');
    expect(sessionStorage.getItem('catalogo')).toBe('["a"]');
    expect(lerArmazenado('catalogo', (v) => v, 'sessao')).toEqual(['a']);
    limparArmazenamento();
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('gives a component the stored value at its first render, made safe, and stores its changes', () => {
    localStorage.setItem('lista', '[3,"x",4]');
    const { result } = renderHook(() => useArmazenamentoLocal('lista', [], lista));
    expect(result.current[0]).toEqual([3, 4]);
    act(() => result.current[1]((l) => [...l, 5]));
    expect(result.current[0]).toEqual([3, 4, 5]);
    expect(JSON.parse(localStorage.getItem('lista') ?? 'null')).toEqual([3, 4, 5]);
  });

  it('starts from the default when nothing is stored, from what the reader makes of an unreadable value', () => {
    localStorage.setItem('lista', 'não é json');
    const { result } = renderHook(() => useArmazenamentoLocal('lista', [7], lista));
    expect(result.current[0]).toEqual([]);
    const outro = renderHook(() => useArmazenamentoLocal('vazia', [7], lista));
    expect(outro.result.current[0]).toEqual([7]);
  });
});
