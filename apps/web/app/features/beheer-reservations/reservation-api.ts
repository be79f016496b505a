import { apiRoutes, type BookingSchedule } from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '~/features/beheer-shell/index.ts';

const scheduleKey = ['staff-booking-schedule'] as const;
const reservationsKey = ['staff-reservations'] as const;

/** The developers' bookable hours per weekday and their days off. */
export const useBookingSchedule = () =>
  useQuery({ queryKey: scheduleKey, queryFn: () => staffApi(apiRoutes.staffGetBookingSchedule, {}) });

/** What a change to the hours or the days off answered becomes the schedule on the page. */
export const useScheduleSaved = () => {
  const queryClient = useQueryClient();
  return (schedule: BookingSchedule) => queryClient.setQueryData(scheduleKey, schedule);
};

/** Every customer's reservations from today on. */
export const useStaffReservations = () =>
  useQuery({
    queryKey: reservationsKey,
    queryFn: () => staffApi(apiRoutes.staffListReservations, { query: {} }),
  });

/** A reservation cancelled (the customer is mailed): the list is read again, also if it failed. */
export const useCancelReservation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      staffApi(apiRoutes.staffCancelReservation, { params: { id }, body: { reason: null } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationsKey }),
  });
};
