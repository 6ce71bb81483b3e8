"""The API's routes, one APIRouter per group: query, chat (OpenAI-compatible), feedback, health, admin."""
