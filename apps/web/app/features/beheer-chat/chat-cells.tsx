import { type ChatStatus, chatStatusLabels } from '@maatwerk/contract';

/** A chat's state and who has it, as two cells of a row of chats. */
export const StateAndAssigneeCells = ({
  chat,
}: {
  chat: { status: ChatStatus; assignee_name: string | null };
}) => (
  <>
    <td>{chatStatusLabels[chat.status]}</td>
    <td>{chat.assignee_name ?? 'niemand'}</td>
  </>
);
