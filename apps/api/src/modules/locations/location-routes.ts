import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { menuLanguages } from '@iot/shared/languages';
import {
  citiesResponseSchema,
  countriesResponseSchema,
  countryIdParamsSchema,
  metadataIndexResponseSchema,
} from '@iot/shared/metadata';
import { notFound } from '../../http/app-error.ts';
import { realmOfPrefix } from '../../http/route-schemas.ts';
import { isKnownCountry, listCities, listCountries } from './location-data.ts';

// SPEC §7 metadata GETs; served identically under both API bases, names in the Accept-Language.
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const cacheForADay = 'public, max-age=86400';
  const realm = realmOfPrefix(app.prefix);

  app.get('/metadata', {
    schema: {
      tags: ['metadata'],
      summary: 'What location metadata is available',
      operationId: `get${realm}LocationIndex`,
      description:
        'How many countries there are, the languages names come in, and the links of the country and city lists under this base. Public.',
      response: { 200: metadataIndexResponseSchema },
    },
    handler: async (request) => ({
      data: {
        countries: listCountries(request.language).length,
        languages: [...menuLanguages],
        links: { countries: `${app.prefix}/metadata/v1/Countries`, cities: `${app.prefix}/metadata/cities/v1/{id}` },
      },
    }),
  });

  app.get('/metadata/v1/Countries', {
    schema: {
      tags: ['metadata'],
      summary: 'Every ISO country, named in the request language',
      operationId: `list${realm}Countries`,
      description:
        'Every ISO 3166 country with its alpha-2 code, named in the language of `Accept-Language` (English or Arabic), in `data.Countries` as SPEC §7 states. Public, cached for a day.',
      response: { 200: countriesResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', cacheForADay);
      return { data: { Countries: listCountries(request.language) } };
    },
  });

  app.get('/metadata/cities/v1/:id', {
    schema: {
      tags: ['metadata'],
      summary: 'Cities of one country (id: ISO alpha-2 code)',
      operationId: `list${realm}Cities`,
      description:
        'The cities of the country whose ISO alpha-2 code is the id, for address forms; an unknown code is 404. Public, cached for a day.',
      params: countryIdParamsSchema,
      response: { 200: citiesResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      if (!isKnownCountry(request.params.id)) throw notFound(`Country ${request.params.id} not found`);
      reply.header('Cache-Control', cacheForADay);
      return { data: { cities: await listCities(request.params.id, request.language) } };
    },
  });
};
