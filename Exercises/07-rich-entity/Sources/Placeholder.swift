// Exercise 07 — skeleton, to be written.
