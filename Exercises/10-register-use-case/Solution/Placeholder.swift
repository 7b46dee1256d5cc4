// Exercise 10 — skeleton, to be written.
