import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { CONSOLE_MESSAGES, MESSAGES, type Operator, type User } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore, useUserInfoStore } from '@/lib/session/auth-store';
import { meQueryKey } from '@/lib/session/me-queries';
import { OperatorsScreen } from '@/features/console/operators-screen';
import { operatorUser, operators, ownerUser } from '@/test/fixtures/console';
import { fail, ok, sentOf, serveRoutes, type Answer, type Resolver } from '@/test/api';

afterEach(() => {
  cleanup();
  useAuthStore.getState().init();
  useUserInfoStore.getState().setUser(null);
});

const member: Operator = { userId: 5, email: 'chorok@example.kr', name: '김초록', role: 'SHOPPER' };

/** GET and PUT /admin/operators over a list, as the API keeps it; `put` answers instead when given. */
function operatorsApi(me: User, put?: Answer | Resolver) {
  let list = operators;
  return serveRoutes({
    'GET /users/me': ok(me),
    'GET /admin/operators': () => ok({ operators: list }),
    'PUT /admin/operators':
      put ??
      ((call) => {
        const { email, role } = call.body as { email: string; role: Operator['role'] };
        const known = [...list, member].find((person) => person.email === email);
        if (!known) return fail(404, CONSOLE_MESSAGES.noSuchMember);
        const changed = { ...known, role };
        list = [...list.filter((person) => person.email !== email), changed].filter(
          (person) => person.role !== 'SHOPPER',
        );
        return ok(changed);
      }),
  });
}

async function open(me: User, put?: Answer | Resolver) {
  useAuthStore.getState().signIn('token', 'demo');
  useUserInfoStore.getState().setUser(me);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(meQueryKey, me);
  const api = operatorsApi(me, put);
  await renderWithRouter(<OperatorsScreen />, { entries: ['/admin/operators'], queryClient });
  await screen.findByRole('list', { name: '운영자 목록' });
  return api;
}

const puts = (calls: { method: string }[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => sentOf(call as never));

describe('the operators screen', () => {
  it('lists who may use the console, with their roles', async () => {
    await open(ownerUser);
    const list = screen.getByRole('list', { name: '운영자 목록' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^정초록대표 운영자나owner@chorok\.kr/),
      expect.stringMatching(/^한서윤운영자seoyun@chorok\.kr/),
    ]);
  });

  it("an operator sees the list only: adding and removing are an owner's", async () => {
    await open(operatorUser);
    expect(
      screen.getByText('운영자를 추가하거나 빼는 건 대표 운영자만 할 수 있어요.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '회원 이메일' })).toBeNull();
    expect(screen.queryByRole('button', { name: /권한 빼기/ })).toBeNull();
  });

  it('an owner adds a member by e-mail as an operator or owner', async () => {
    const api = await open(ownerUser);
    const email = screen.getByRole('textbox', { name: '회원 이메일' });
    fireEvent.click(screen.getByRole('button', { name: '추가하기' }));
    expect(screen.getByText(MESSAGES.emailFormat)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.input(email, { target: { value: ' Nobody@Example.kr ' } });
    fireEvent.click(screen.getByRole('button', { name: '추가하기' }));
    expect(await screen.findByText(CONSOLE_MESSAGES.noSuchMember)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.input(email, { target: { value: 'chorok@example.kr' } });
    fireEvent.change(screen.getByRole('combobox', { name: '역할' }), {
      target: { value: 'OWNER' },
    });
    fireEvent.click(screen.getByRole('button', { name: '추가하기' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      '김초록 님을 대표 운영자로 정했어요',
    );
    expect(puts(api.calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/admin/operators',
        body: { email: 'nobody@example.kr', role: 'OPERATOR' },
      },
      {
        method: 'PUT',
        path: '/v1/admin/operators',
        body: { email: 'chorok@example.kr', role: 'OWNER' },
      },
    ]);
    expect(await screen.findByText('chorok@example.kr')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('');
  });

  it('an owner takes a role away after asking', async () => {
    const api = await open(ownerUser);
    fireEvent.click(screen.getByRole('button', { name: '한서윤 님의 운영 권한 빼기' }));
    const confirm = screen.getByRole('alertdialog', { name: '한서윤 님의 운영 권한을 뺄까요?' });
    fireEvent.click(within(confirm).getByRole('button', { name: '권한 빼기' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(puts(api.calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/admin/operators',
        body: { email: 'seoyun@chorok.kr', role: 'SHOPPER' },
      },
    ]);
    expect((await screen.findByRole('status')).textContent).toContain(
      '한서윤 님의 운영 권한을 뺐어요',
    );
    await waitFor(() => expect(screen.queryByText('seoyun@chorok.kr')).toBeNull());
  });

  it('shows why the last owner stays', async () => {
    await open(ownerUser, fail(409, CONSOLE_MESSAGES.lastOwner));
    fireEvent.click(screen.getByRole('button', { name: '정초록 님의 운영 권한 빼기' }));
    const confirm = screen.getByRole('alertdialog', { name: '정초록 님의 운영 권한을 뺄까요?' });
    expect(confirm.textContent).toContain('내 권한을 빼면 바로 운영 화면을 쓸 수 없어요.');
    fireEvent.click(within(confirm).getByRole('button', { name: '권한 빼기' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      '대표 운영자가 한 명은 남아 있어야 해요.',
    );
    expect(screen.getByText('owner@chorok.kr')).toBeTruthy();
  });
});
