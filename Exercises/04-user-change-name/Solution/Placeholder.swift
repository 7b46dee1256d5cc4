// Exercise 04 — skeleton, to be written.
