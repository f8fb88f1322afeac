/** The investors' questions with who asked; an open one takes an answer, to the asker only or published to every participant. */
import { useState, type FormEvent } from 'react';
import { useApiData } from '@/components/data/use-api-data';
import { ROOM_TEXT as T } from '@/components/data-room/room-text';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { ANSWER_MAX } from '@/domain/pools/data-room';
import { announce } from '@/lib/confirm-and-run';
import { answerQuestion, getBankQuestions, type BankQuestion } from '@/lib/api/pool-room';

function AnswerForm({
  poolId,
  question,
  onAnswered,
}: {
  poolId: number;
  question: BankQuestion;
  onAnswered: () => void;
}) {
  const [answer, setAnswer] = useState('');
  const [visibility, setVisibility] = useState<'private' | 'published'>('private');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = `answer-${question.id}`;
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await answerQuestion(poolId, question.id, answer, visibility);
    setBusy(false);
    announce(result, { done: T.answered, failed: T.failed }, ['answer', 'visibility']);
    if (result.ok) onAnswered();
    else setError(result.fieldErrors['answer']?.[0] ?? result.fieldErrors['visibility']?.[0]);
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={(event) => void send(event)} noValidate>
      <label className="fieldset-legend" htmlFor={id}>
        {T.answer}
      </label>
      <textarea
        id={id}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        rows={3}
        maxLength={ANSWER_MAX}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
      <fieldset className="flex flex-col gap-1">
        <legend className="sr-only">{T.answer}</legend>
        {(['private', 'published'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              className="radio radio-sm"
              name={`${id}-visibility`}
              value={value}
              checked={visibility === value}
              onChange={() => setVisibility(value)}
            />
            {value === 'private' ? T.private : T.published}
          </label>
        ))}
      </fieldset>
      <div>
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {T.answerButton}
        </button>
      </div>
    </form>
  );
}

export function RoomQuestions({ poolId, canAnswer }: { poolId: number; canAnswer: boolean }) {
  const [version, setVersion] = useState(0);
  const questions = useApiData(`${poolId}:${version}`, () => getBankQuestions(poolId)).value;
  return (
    <section aria-labelledby="room-questions-title" className="flex flex-col gap-3" data-testid="questions">
      <h2 id="room-questions-title" className="text-lg font-semibold">
        {T.questions}
      </h2>
      {questions?.length === 0 && <p className="opacity-80">{T.noQuestions}</p>}
      {questions?.map((question) => (
        <article
          key={question.id}
          className="card border border-[var(--surface-border)] bg-base-100"
          data-question={question.id}
        >
          <div className="card-body gap-2 p-4">
            <p className="text-sm opacity-80">
              {T.askedBy(question.asked_by_name, question.investor.name)} · {formatTimestamp(question.asked_at)}
            </p>
            <p className="whitespace-pre-line">{question.question}</p>
            {question.answer !== null ? (
              <div className="border-l-4 border-primary pl-3">
                <p className="text-sm opacity-80">
                  <span className="mr-2 badge badge-sm">
                    {question.visibility === 'published' ? T.publishedBadge : T.privateBadge}
                  </span>
                  {question.answered_by_name} · {question.answered_at ? formatTimestamp(question.answered_at) : ''}
                </p>
                <p className="whitespace-pre-line">{question.answer}</p>
              </div>
            ) : canAnswer ? (
              <AnswerForm poolId={poolId} question={question} onAnswered={() => setVersion((v) => v + 1)} />
            ) : (
              <p className="text-sm opacity-80">{T.waiting}</p>
            )}
          </div>
        </article>
      ))}
    </section>
  );
}
