-- Custom SQL migration file, put your code below! ---- The bookable hours as they were before the provider could set them: Monday to Friday, 09:00 to 17:00.
INSERT INTO "booking_hours" ("weekday", "starts_at", "ends_at")
VALUES (1, '09:00', '17:00'), (2, '09:00', '17:00'), (3, '09:00', '17:00'), (4, '09:00', '17:00'), (5, '09:00', '17:00');
