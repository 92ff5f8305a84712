import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANT } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { dotDate } from '@/features/plants/dates';
import { inlineField } from '@/features/plants/form-controls';
import { useTodoChanges } from '@/features/plants/mutations';
import { usePlantDashboard } from '@/features/plants/queries';
import { errorText } from '@/lib/error-text';

export function MyTodos({ plantId, name }: { plantId: number; name: string }) {
  const { t } = useTranslation();
  const dashboard = usePlantDashboard();
  const changes = useTodoChanges(plantId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const todos = dashboard.data?.find((p) => p.id === plantId)?.todos ?? [];
  const mine = todos.filter((todo) => todo.kind === 'MY_TASK');
  const care = todos.filter((todo) => todo.kind !== 'MY_TASK');

  return (
    <div className="flex flex-col gap-m py-m">
      <form
        noValidate
        className="flex flex-col gap-min"
        onSubmit={(e) => {
          e.preventDefault();
          const todo = text.trim();
          if (todo.length < 1 || todo.length > PLANT.todoMax) {
            setProblem(t('api.todoText'));
            return;
          }
          setProblem(null);
          changes.add.mutate(todo, {
            onSuccess: () => setText(''),
            onError: (error) => setProblem(errorText(t, error)),
          });
        }}
      >
        <label htmlFor="my-todo" className="text-14 font-bold text-gray-80">
          {t('plants.myTodos.label', { name })}
        </label>
        <div className="flex items-center gap-s">
          <input
            id="my-todo"
            value={text}
            maxLength={PLANT.todoMax + 10}
            placeholder={t('plants.myTodos.placeholder')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'my-todo-msg' : undefined}
            onChange={(e) => setText(e.target.value)}
            className={inlineField(Boolean(problem))}
          />
          <Button
            type="submit"
            size="small"
            className="h-48 w-auto"
            variant={changes.add.isPending ? 'progress' : 'cta'}
          >
            {t('plants.myTodos.add')}
          </Button>
        </div>
        {problem ? (
          <p id="my-todo-msg" role="alert" className="text-13 text-red">
            {problem}
          </p>
        ) : null}
      </form>
      {dashboard.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : mine.length > 0 ? (
        <ul aria-label={t('plants.myTodos.listLabel')} className="divide-y divide-gray-20">
          {mine.map((todo) => (
            <li key={todo.id} className="flex min-h-48 items-center gap-s">
              <span className="flex-1 text-15 text-gray-90">{todo.todo}</span>
              <span className="price-nums text-12 text-gray-60">{dotDate(todo.dueOn)}</span>
              <button
                type="button"
                aria-label={t('plants.myTodos.deleteLabel', { todo: todo.todo })}
                onClick={() => changes.remove.mutate(todo.id)}
                className="flex size-44 items-center justify-center rounded-full text-gray-70 hover:bg-gray-10"
              >
                <CloseIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-14 text-gray-60">{t('plants.myTodos.none')}</p>
      )}
      {care.length > 0 ? (
        <p className="rounded-md bg-oat px-m py-s text-13 text-gray-80">
          {t('plants.myTodos.careDue', { list: care.map((c) => c.todo).join(', ') })}
        </p>
      ) : null}
    </div>
  );
}
