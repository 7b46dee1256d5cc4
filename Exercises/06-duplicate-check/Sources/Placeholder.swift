// Exercise 06 — skeleton, to be written.
