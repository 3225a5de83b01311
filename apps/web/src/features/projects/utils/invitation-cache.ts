import type { MyInvitation, ProjectInvitation } from '@teamhub/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from '../api';

/** An invitation the caller answered leaves their list at once (the server's echo only asks to fetch again). */
export function dropMyInvitation(queryClient: QueryClient, invitationId: string) {
  queryClient.setQueryData<MyInvitation[]>(projectKeys.myInvitations, (list) =>
    list?.filter((invitation) => invitation.id !== invitationId),
  );
}

/** A withdrawn invitation leaves the project's list. */
export function dropProjectInvitation(queryClient: QueryClient, projectId: string, invitationId: string) {
  queryClient.setQueryData<ProjectInvitation[]>(projectKeys.invitations(projectId), (list) =>
    list?.filter((invitation) => invitation.id !== invitationId),
  );
}
