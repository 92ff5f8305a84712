import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { METADATAS } from '@/test/fixtures/recommend';
import { Questionnaire } from '@/features/recommend/questionnaire';

afterEach(cleanup);

const progress = () => screen.getByRole('progressbar', { name: '질문 진행' });
const question = (name: string) => screen.getByRole('group', { name });
const next = () => screen.getByRole('button', { name: '다음' }) as HTMLButtonElement;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function start(props: Partial<Parameters<typeof Questionnaire>[0]> = {}) {
  const onFinish = vi.fn();
  await renderWithRouter(
    <Questionnaire title="식물 추천" metadatas={METADATAS} onFinish={onFinish} {...props} />,
    { entries: ['/life/recommend'] },
  );
  return onFinish;
}

describe('Questionnaire', () => {
  it('asks one question a screen with progress, back and skip, then hands over the answers', async () => {
    const onFinish = await start();

    // 1/4: places, several allowed, each option with what it means.
    expect(progress().getAttribute('aria-valuetext')).toBe('질문 4개 중 1번째');
    expect(screen.getByText('1/4')).toBeTruthy();
    const places = question('식물을 어디에서 키울 건가요?');
    const livingRoom = within(places).getByRole('checkbox', { name: '거실' });
    expect(livingRoom.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('거실에 대한 설명이에요.')).toBeTruthy();
    expect(next().disabled).toBe(true);
    fireEvent.click(livingRoom);
    fireEvent.click(within(places).getByRole('checkbox', { name: '베란다' }));
    expect(next().disabled).toBe(false);
    click('다음');

    // 2/4: light, one answer (radio buttons); the new question takes focus.
    expect(progress().getAttribute('aria-valuenow')).toBe('2');
    const heading = screen.getByRole('heading', { level: 2, name: '그곳에 햇빛은 얼마나 드나요?' });
    expect(document.activeElement).toBe(heading);
    const light = question('그곳에 햇빛은 얼마나 드나요?');
    fireEvent.click(within(light).getByRole('radio', { name: '직사광선이 드는 창가' }));
    fireEvent.click(within(light).getByRole('radio', { name: '밝은 간접광' }));
    expect(
      (within(light).getByRole('radio', { name: '직사광선이 드는 창가' }) as HTMLInputElement)
        .checked,
    ).toBe(false);

    // Back keeps what was chosen.
    click('이전');
    expect(progress().getAttribute('aria-valuenow')).toBe('1');
    expect((screen.getByRole('checkbox', { name: '거실' }) as HTMLInputElement).checked).toBe(true);
    click('다음');
    click('다음');

    // 3/4 skipped; 4/4: 해당 없음 and pets rule each other out.
    click('건너뛰기');
    expect(progress().getAttribute('aria-valuetext')).toBe('질문 4개 중 4번째');
    const family = question('반려동물이나 아이와 함께 사나요?');
    const none = within(family).getByRole('checkbox', { name: '해당 없음' }) as HTMLInputElement;
    const pets = within(family).getByRole('checkbox', {
      name: '반려동물과 함께',
    }) as HTMLInputElement;
    fireEvent.click(none);
    fireEvent.click(pets);
    expect([none.checked, pets.checked]).toEqual([false, true]);
    expect(onFinish).not.toHaveBeenCalled();
    click('결과 보기');
    expect(onFinish).toHaveBeenCalledWith([1, 3, 12, 31]);
  });

  it('starts from given answers, and skipping a question drops its earlier answer', async () => {
    const onFinish = await start({ initialAnswers: [2, 14, 22, 33, 41] });
    expect((screen.getByRole('checkbox', { name: '침실' }) as HTMLInputElement).checked).toBe(true);
    click('다음');
    expect((screen.getByRole('radio', { name: '그늘/형광등' }) as HTMLInputElement).checked).toBe(
      true,
    );
    click('건너뛰기');
    click('다음');
    click('결과 보기');
    // The tag (41) is no answer; the skipped light is gone.
    expect(onFinish).toHaveBeenCalledWith([2, 22, 33]);
  });

  it('back on the first question leaves through onExit; finishing shows its state and error', async () => {
    const onExit = vi.fn();
    await start({ onExit, finishing: true, error: '답변을 저장하지 못했어요.' });
    click('뒤로 가기');
    expect(onExit).toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('답변을 저장하지 못했어요.');
    expect((screen.getByRole('button', { name: '건너뛰기' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
