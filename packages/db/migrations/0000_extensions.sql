-- Trigram matching for fuzzy search (search_services, later trademark search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
